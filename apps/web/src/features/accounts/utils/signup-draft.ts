/**
 * The password typed into the sign-up popup, handed to the register form in memory only:
 * unlike navigation state it is never written into the browser's session history.
 */
let draftPassword = '';

export function holdSignupPassword(password: string): void {
  draftPassword = password;
}

export function peekSignupPassword(): string {
  return draftPassword;
}

export function clearSignupPassword(): void {
  draftPassword = '';
}
