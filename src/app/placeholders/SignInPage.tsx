import { ComingSoon } from './ComingSoon';

/** Placeholder until the signIn feature lands. */
export default function SignInPage() {
  return <ComingSoon titleId="signIn.title" />;
}
