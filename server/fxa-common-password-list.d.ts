declare module 'fxa-common-password-list' {
  /** True when the password is on the list of the most common passwords. */
  const list: { test(password: string): boolean }
  export default list
}
