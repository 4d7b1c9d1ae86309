// The dashboard's screens, each its own chunk (docs/architecture.md): the sign-in, first-run and
// invitation screens load only what they render; the signed-in screens (signed-in-screens.ts)
// bring their heavy parts with them. A screen's loader is also its preload: calling it early
// warms the chunk.
import { lazyScreen } from './lazy-screen.ts';

const signIn = lazyScreen(() => import('./routes/sign-in.tsx').then((m) => m.SignInScreen));
const firstRun = lazyScreen(() => import('./routes/first-run.tsx').then((m) => m.FirstRunScreen));
const acceptInvite = lazyScreen(() =>
  import('./routes/accept-invite.tsx').then((m) => m.AcceptInviteScreen),
);
const forgotPassword = lazyScreen(() =>
  import('./routes/forgot-password.tsx').then((m) => m.ForgotPasswordScreen),
);
const resetPassword = lazyScreen(() =>
  import('./routes/reset-password.tsx').then((m) => m.ResetPasswordScreen),
);

export const loadSignIn = signIn.load;
export const loadFirstRun = firstRun.load;

export const SignInScreen = signIn.Screen;
export const FirstRunScreen = firstRun.Screen;
export const AcceptInviteScreen = acceptInvite.Screen;
export const ForgotPasswordScreen = forgotPassword.Screen;
export const ResetPasswordScreen = resetPassword.Screen;

// The signed-in screens and the preloads live apart (no import cycle through the chunks they
// load); re-exported so the app and admin-app.tsx keep one place to import screens from.
export {
  loadSignedInArea,
  preloadAfterSignIn,
  preloadSignedInScreen,
  SignedInArea,
} from './signed-in-preload.ts';
export * from './signed-in-screens.ts';
