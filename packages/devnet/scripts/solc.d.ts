// solc-js ships no type declarations; this covers the two calls the compile script makes.
declare module 'solc' {
  const solc: {
    /** Standard JSON in, standard JSON out (https://docs.soliditylang.org/en/latest/using-the-compiler.html). */
    compile(input: string): string
    version(): string
  }
  export default solc
}
