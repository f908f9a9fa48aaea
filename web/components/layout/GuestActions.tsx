import { Link } from 'react-router';
import { Button } from '../ui/button';

/** Login and Sign Up, as the header and the mobile menu show them to signed-out visitors. */
export function GuestActions({ loginVariant }: { loginVariant: 'ghost' | 'secondary' }) {
  return (
    <>
      <Button asChild variant={loginVariant} size="sm">
        <Link to="/login">Login</Link>
      </Button>
      <Button asChild size="sm">
        <Link to="/signup">Sign Up</Link>
      </Button>
    </>
  );
}
