// What asking for a reset e-mail answers on a server without SMTP_URL: the server's error and the
// forgot-password screen say the same. A module of its own so that the web app's bundler puts it
// in the forgot-password screen's chunk: from the dashboard's shared chunk, which imports that
// screen's copy, it was read before it was set (a cycle between the two chunks).
export const PASSWORD_RESET_MAIL_OFF_MESSAGE =
  'Password reset by e-mail is off on this server: its operator sets SMTP_URL (see the README), or sets a new password with `npm run admin -- reset-password <email>`.';
