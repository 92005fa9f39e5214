/** The special characters that count toward password strength (both specifications). */
export const PASSWORD_SPECIALS = '!@#$%^&*(),.?":{}|<>';
export const PASSWORD_MIN_LENGTH = 8;

export type PasswordCriteria = {
  length: boolean;
  lowercase: boolean;
  uppercase: boolean;
  digit: boolean;
  special: boolean;
};

export type PasswordStrength = "Lemah" | "Sedang" | "Kuat";

export function passwordCriteria(password: string): PasswordCriteria {
  return {
    length: password.length >= PASSWORD_MIN_LENGTH,
    lowercase: /[a-z]/.test(password),
    uppercase: /[A-Z]/.test(password),
    digit: /\d/.test(password),
    special: [...password].some((char) => PASSWORD_SPECIALS.includes(char)),
  };
}

/** Valid: at least 8 characters, a lowercase letter and a digit. Uppercase and special only add strength. */
export function isPasswordValid(password: string): boolean {
  const criteria = passwordCriteria(password);
  return criteria.length && criteria.lowercase && criteria.digit;
}

/** How many of the five criteria hold, and the label: 2 or fewer Lemah, 3 to 4 Sedang, 5 Kuat. */
export function passwordStrength(password: string): { score: number; label: PasswordStrength } {
  const score = Object.values(passwordCriteria(password)).filter(Boolean).length;
  return { score, label: score <= 2 ? "Lemah" : score <= 4 ? "Sedang" : "Kuat" };
}
