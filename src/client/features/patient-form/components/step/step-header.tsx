/** Title and the step label as the spec gives it (decision 016: the numbering is reproduced as is). */
export function StepHeader({ title, step }: { title: string; step: string }) {
  return (
    <header className="mb-6">
      <h1 className="text-2xl font-bold tracking-tight text-zinc-900 sm:text-3xl">{title}</h1>
      <p className="mt-1 text-zinc-600">{step}</p>
    </header>
  );
}
