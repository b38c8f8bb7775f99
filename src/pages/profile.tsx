import { routeHead } from '../app/route-head';
import { RequireLogin } from '../features/auth';
import { SignedInProfile } from '../features/profile';
import '../lib/carried-texts/routes';

export default function ProfilePage() {
  return (
    <RequireLogin>
      <SignedInProfile />
    </RequireLogin>
  );
}

export const Head = routeHead('route.profile.title', 'route.profile.text');
