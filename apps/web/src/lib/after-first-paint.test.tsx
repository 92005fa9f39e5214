import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useAfterFirstPaint } from "./after-first-paint";

function Probe() {
  return <p>{useAfterFirstPaint() ? "sesudah" : "sebelum"}</p>;
}

describe("useAfterFirstPaint", () => {
  it("is false at the first render and turns true after the next frame", async () => {
    render(<Probe />);
    expect(screen.getByText("sebelum")).toBeTruthy();
    expect(await screen.findByText("sesudah")).toBeTruthy();
  });
});
