/**
 * Findings 31.7, 31.12, 31.13 and 31.15 (EXIF), replayed through the API of a development start
 * as the people involved: a moderator's closure, an admin who owns a company, a review without a
 * confirmed purchase, and photos with EXIF uploaded wherever private images are stored.
 */
import sharp from 'sharp';
import { PDF_BYTES, registration } from '../../tests/helpers/franchisor.ts';
import { indianListing } from '../../tests/helpers/listings.ts';
import type { ProbeCheck } from './check.ts';
import { api, type Person, withInstance } from './instance.ts';

const form = (fields: Record<string, string>, file: { bytes: Uint8Array; name: string; type: string }) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  f.set('file', new File([file.bytes as Uint8Array<ArrayBuffer>], file.name, { type: file.type }));
  return f;
};

/** A published demo listing's id, and the conversation a seeker's question to it opened. */
async function askedListing(client: ReturnType<typeof api>, seeker: Person) {
  const { items } = await client.json<{ items: { id: string }[] }>('GET', '/api/v1/opportunities?country=US');
  const { conversationId } = await client.json<{ conversationId: string }>(
    'POST',
    `/api/v1/opportunities/${items[0]!.id}/information-requests`,
    seeker.cookie,
    {
      name: 'Probe Person',
      email: seeker.email,
      message: 'Tell me about the outlets you have open, please.',
    },
  );
  return conversationId;
}

const SECRET = 'probe-exif-secret-gps-28.5N-77.3E';

export const checks: ProbeCheck[] = [
  {
    finding: '31.7 moderator closure undone by reopen',
    run: () =>
      withInstance(async ({ base, admin }) => {
        const client = api(base);
        const seeker = await client.person('closure');
        const thread = await askedListing(client, seeker);
        await client.json('POST', `/api/v1/conversations/${thread}/reports`, seeker.cookie, {
          reason: 'Probe: a closure that must hold',
        });
        const { items } = await client.json<{ items: { id: string; reason: string }[] }>(
          'GET',
          '/api/v1/admin/conversation-reports',
          admin.cookie,
        );
        const report = items.find((r) => r.reason === 'Probe: a closure that must hold')!;
        const close = await client.call(
          'POST',
          `/api/v1/admin/conversation-reports/${report.id}/resolve`,
          admin.cookie,
          {
            action: 'close_thread',
          },
        );
        const reopen = await client.call('POST', `/api/v1/conversations/${thread}/actions`, seeker.cookie, {
          action: 'reopen',
        });
        const send = await client.call('POST', `/api/v1/conversations/${thread}/messages`, seeker.cookie, {
          body: 'Is it open again?',
        });
        return {
          held: close.status === 200 && reopen.status === 409 && send.status === 409,
          figure: `moderator closes: ${close.status}; the seeker's reopen: ${reopen.status}; their message after it: ${send.status}`,
        };
      }),
  },
  {
    finding: '31.12 admin decides own matter',
    run: () =>
      withInstance(async (instance) => {
        let client = api(instance.base);
        const owner = await client.person('own-matter', 'franchisor');
        const { company } = await client.json<{ company: { id: string } }>(
          'PUT',
          '/api/v1/franchisor/company',
          owner.cookie,
          registration('IN'),
        );
        await client.json('POST', '/api/v1/franchisor/membership/checkout', owner.cookie, {
          planId: 'yearly',
        });
        await client.json(
          'POST',
          '/api/v1/franchisor/documents',
          owner.cookie,
          form(
            { kind: 'incorporation' },
            { bytes: PDF_BYTES, name: 'incorporation.pdf', type: 'application/pdf' },
          ),
        );
        const { invoices } = await client.json<{ invoices: { id: string; amountMinor: number }[] }>(
          'GET',
          '/api/v1/franchisor/membership',
          owner.cookie,
        );
        const listing = await client.json<{ id: string }>(
          'POST',
          '/api/v1/franchisor/listings',
          owner.cookie,
          {
            country: 'IN',
            values: indianListing('Probe Own Matter Kaapi'),
          },
        );
        await client.json('POST', `/api/v1/franchisor/listings/${listing.id}/actions`, owner.cookie, {
          action: 'submit',
        });
        await instance.promote(owner.email);
        client = api(instance.base);
        // A payment as an admin records it: the invoice's amount, today, a reference.
        const payment = {
          amount: invoices[0]!.amountMinor / 100,
          paidOn: new Date().toISOString().slice(0, 10),
          reference: 'PROBE-TRANSFER-1',
        };
        const own = [
          await client.call(
            'POST',
            `/api/v1/admin/invoices/${invoices[0]!.id}/mark-paid`,
            owner.cookie,
            payment,
          ),
          await client.call('POST', `/api/v1/admin/franchisors/${company.id}/verify`, owner.cookie),
          await client.call('POST', `/api/v1/admin/listings/${listing.id}/decision`, owner.cookie, {
            decision: 'approve',
          }),
        ].map((r) => r.status);
        // Another admin may decide the same matters: the refusal is about whose they are.
        const other = [
          await client.call(
            'POST',
            `/api/v1/admin/invoices/${invoices[0]!.id}/mark-paid`,
            instance.admin.cookie,
            payment,
          ),
          await client.call('POST', `/api/v1/admin/franchisors/${company.id}/verify`, instance.admin.cookie),
          await client.call('POST', `/api/v1/admin/listings/${listing.id}/decision`, instance.admin.cookie, {
            decision: 'approve',
          }),
        ].map((r) => r.status);
        return {
          held: own.every((s) => s === 403) && other.every((s) => s === 200),
          figure: `the owner as admin: mark own invoice paid ${own[0]}, verify own company ${own[1]}, approve own listing ${own[2]}; another admin: ${other.join(', ')}`,
        };
      }),
  },
  {
    finding: '31.13 review without a confirmed purchase',
    run: () =>
      withInstance(async ({ base, admin }) => {
        const client = api(base);
        const buyer = await client.person('reviewer', 'franchisor');
        const { items } = await client.json<{ items: { id: string }[] }>(
          'GET',
          '/api/v1/offerings?kind=software',
        );
        const review = (offeringId: string) =>
          client.call('POST', `/api/v1/offerings/${offeringId}/reviews`, buyer.cookie, {
            rating: 1,
            body: 'Never bought it, reviewing anyway.',
          });
        const spend = (offeringId: string) =>
          client.json<{ id: string }>(
            'POST',
            '/api/v1/rewards/spends',
            buyer.cookie,
            form(
              { offeringId, amount: '120', currency: 'USD', purchasedOn: '2026-11-20', vendorReference: '' },
              { bytes: PDF_BYTES, name: 'invoice.pdf', type: 'application/pdf' },
            ),
          );
        const decide = (id: string, decision: 'confirm' | 'reject') =>
          client.call(
            'POST',
            `/api/v1/admin/rewards/spends/${id}/decision`,
            admin.cookie,
            decision === 'reject'
              ? { decision, note: 'The vendor has no such order.' }
              : { decision, vendorConfirmation: 'VND-ORDER-4471', note: '' },
          );
        // Any PDF as an invoice, then the spend rejected.
        const fake = await spend(items[0]!.id);
        const pending = (await review(items[0]!.id)).status;
        const rejected = (await decide(fake.id, 'reject')).status;
        const afterReject = (await review(items[0]!.id)).status;
        // A confirmed purchase reviews: the refusals above are about the purchase.
        const real = await spend(items[1]!.id);
        const confirmed = (await decide(real.id, 'confirm')).status;
        const afterConfirm = (await review(items[1]!.id)).status;
        return {
          held:
            pending === 403 &&
            rejected === 200 &&
            afterReject === 403 &&
            confirmed === 200 &&
            afterConfirm === 200,
          figure: `review on an unchecked PDF invoice: ${pending}; after the spend is rejected: ${afterReject}; after a confirmed one: ${afterConfirm}`,
        };
      }),
  },
  {
    finding: '31.15 EXIF kept in stored images',
    run: () =>
      withInstance(async ({ base, admin }) => {
        const client = api(base);
        const photo = new Uint8Array(
          await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a6' } })
            .jpeg()
            .withExif({ IFD0: { Copyright: SECRET, ImageDescription: SECRET } })
            .toBuffer(),
        );
        if (!(await sharp(photo).metadata()).exif) throw new Error('the test photo carries no EXIF');
        const jpeg = { bytes: photo, name: 'photo.jpg', type: 'image/jpeg' };
        /** Where each kind of private image is uploaded and read back. */
        const kept: Record<string, Uint8Array> = {};
        const read = async (what: string, p: string, cookie: string) => {
          const res = await client.call('GET', p, cookie);
          if (!res.ok) throw new Error(`GET ${p} → ${res.status}`);
          kept[what] = new Uint8Array(await res.arrayBuffer());
        };

        const seeker = await client.person('exif-seeker', 'seeker', {
          country: 'IN',
          phone: '+91 98765 43210',
        });
        const thread = await askedListing(client, seeker);
        const sent = await client.json<{ attachment: { id: string } }>(
          'POST',
          `/api/v1/conversations/${thread}/attachments`,
          seeker.cookie,
          form({ body: 'Our site' }, jpeg),
        );
        await read(
          'message attachment',
          `/api/v1/conversations/${thread}/attachments/${sent.attachment.id}`,
          seeker.cookie,
        );

        const application = await client.json<{ id: string }>(
          'POST',
          '/api/v1/kredit/applications',
          seeker.cookie,
        );
        const doc = await client.json<{ documents: { id: string }[] }>(
          'POST',
          `/api/v1/kredit/applications/${application.id}/documents`,
          seeker.cookie,
          form({ kind: 'id' }, jpeg),
        );
        await read(
          'Kredit document',
          `/api/v1/kredit/applications/${application.id}/documents/${doc.documents.at(-1)!.id}`,
          seeker.cookie,
        );

        const buyer = await client.person('exif-buyer', 'franchisor');
        const { items } = await client.json<{ items: { id: string }[] }>(
          'GET',
          '/api/v1/offerings?kind=software',
        );
        const spend = await client.json<{ id: string }>(
          'POST',
          '/api/v1/rewards/spends',
          buyer.cookie,
          form({ offeringId: items[0]!.id, amount: '50', currency: 'USD', purchasedOn: '2026-11-20' }, jpeg),
        );
        await read('spend invoice', `/api/v1/rewards/spends/${spend.id}/invoice`, buyer.cookie);

        await client.json('PUT', '/api/v1/franchisor/company', buyer.cookie, registration('IN'));
        const company = await client.json<{ id: string }>(
          'POST',
          '/api/v1/franchisor/documents',
          buyer.cookie,
          form({ kind: 'incorporation' }, jpeg),
        );
        await read('company document', `/api/v1/company-documents/${company.id}`, admin.cookie);

        const withExif: string[] = [];
        for (const [what, bytes] of Object.entries(kept)) {
          const meta = await sharp(bytes).metadata();
          if (meta.exif || Buffer.from(bytes).includes(SECRET)) withExif.push(what);
        }
        return {
          held: withExif.length === 0,
          figure: `${withExif.length} of ${Object.keys(kept).length} stored images keep EXIF (${Object.keys(kept).join(', ')})${withExif.length ? `: ${withExif.join(', ')}` : ''}`,
        };
      }),
  },
];
