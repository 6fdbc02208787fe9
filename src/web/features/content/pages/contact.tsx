import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { BRAND } from '../../../../shared/brand.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { ContactForm } from '../components/contact-form.tsx';

export function ContactPage() {
  usePageTitle();
  const { address } = BRAND;
  return (
    <>
      <section className="border-b border-brand-100 bg-brand-50">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Contact</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">Contact Us</h1>
          <p className="mt-4 max-w-2xl text-lg leading-8 text-muted">
            Questions about a franchise, your listing, Kredit or your account? Write to us; a person on our
            team reads every message and replies within one business day.
          </p>
        </div>
      </section>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_22rem] lg:py-16">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <ContactForm />
        </div>
        <aside aria-labelledby="contact-details" className="space-y-6">
          <h2 id="contact-details" className="text-lg font-bold text-brand-900">
            Other ways to reach us
          </h2>
          <ul className="space-y-5 text-sm">
            <li className="flex gap-3">
              <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
              <div>
                <p className="font-semibold text-ink">E-mail</p>
                <a href={`mailto:${BRAND.email}`} className="text-brand-700 underline underline-offset-4">
                  {BRAND.email}
                </a>
                <p className="mt-1 text-muted">
                  Account help:{' '}
                  <a
                    href={`mailto:${BRAND.supportEmail}`}
                    className="text-brand-700 underline underline-offset-4"
                  >
                    {BRAND.supportEmail}
                  </a>
                </p>
              </div>
            </li>
            <li className="flex gap-3">
              <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
              <div>
                <p className="font-semibold text-ink">Phone</p>
                <a href={BRAND.phoneHref} className="text-brand-700 underline underline-offset-4">
                  {BRAND.phone}
                </a>
              </div>
            </li>
            <li className="flex gap-3">
              <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
              <div>
                <p className="font-semibold text-ink">Hours</p>
                <p className="text-muted">Monday to Friday, 9:30 to 18:30 IST</p>
              </div>
            </li>
            <li className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
              <div>
                <p className="font-semibold text-ink">Office</p>
                <address className="text-muted not-italic">
                  {address.line1}
                  <br />
                  {address.line2}, {address.city}
                  <br />
                  {address.region} {address.postalCode}, {address.country}
                </address>
              </div>
            </li>
          </ul>
        </aside>
      </div>
    </>
  );
}
