import { Link } from 'react-router';

export function BackToLogin() {
  return (
    <>
      Remembered it?{' '}
      <Link to="/login" className="focus-ring rounded font-medium text-primary hover:underline">
        Back to login
      </Link>
    </>
  );
}
