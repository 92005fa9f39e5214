import { describe, expect, it } from "vitest";
import { isPasswordValid, passwordCriteria, passwordStrength } from "./password-rules";

describe("password rules", () => {
  it("needs 8 characters, a lowercase letter and a digit to be valid", () => {
    expect(isPasswordValid("abcdefg1")).toBe(true);
    expect(isPasswordValid("abcdef1")).toBe(false);
    expect(isPasswordValid("ABCDEFG1")).toBe(false);
    expect(isPasswordValid("abcdefgh")).toBe(false);
  });

  it("counts uppercase and the fixed special set only toward strength", () => {
    expect(passwordCriteria("Abcdefg1!")).toEqual({
      length: true,
      lowercase: true,
      uppercase: true,
      digit: true,
      special: true,
    });
    expect(passwordCriteria("abcdefg1~").special).toBe(false);
  });

  it.each([
    ["abc", 1, "Lemah"],
    ["abcdefgh", 2, "Lemah"],
    ["abcdefg1", 3, "Sedang"],
    ["Abcdefg1", 4, "Sedang"],
    ["Abcdefg1?", 5, "Kuat"],
  ])("rates %s as %i of 5 (%s)", (password, score, label) => {
    expect(passwordStrength(password)).toEqual({ score, label });
  });
});
