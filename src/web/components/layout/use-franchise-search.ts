import { useNavigate } from 'react-router';
import { useViewer } from '../../features/accounts/viewer.ts';

/**
 * Where a franchise search goes (spec §2): a signed-in user whose profile location is IN goes
 * to /india-franchises?search=…, everyone else to /united-states?search=…. Blank text does
 * nothing. Returns whether it navigated.
 */
export function useFranchiseSearch(): (text: string) => boolean {
  const navigate = useNavigate();
  const viewer = useViewer();
  return (text) => {
    const term = text.trim();
    if (!term) return false;
    const india = viewer.status === 'signed-in' && viewer.profile?.location === 'IN';
    const params = new URLSearchParams({ search: term });
    navigate(`${india ? '/india-franchises' : '/united-states'}?${params}`);
    return true;
  };
}
