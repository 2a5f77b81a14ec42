/** Spec §4/§7: hands the token to the quiz service (another origin); only success or failure matters. */
export async function setQuizToken(quizServiceUrl: string, token: string): Promise<void> {
  const response = await fetch(`${quizServiceUrl.replace(/\/+$/, '')}/set-token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token }),
    credentials: 'include',
  });
  if (!response.ok) throw new Error(`The quiz service answered ${response.status}`);
}
