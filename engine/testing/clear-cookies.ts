/** Deletes every cookie of the test page (jsdom's document.cookie), so one test's cookies never reach the next. */
export function clearCookies(): void {
  for (const name of document.cookie.split(';').map((pair) => pair.split('=')[0]?.trim())) {
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}
