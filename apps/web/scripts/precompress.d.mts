/** The brotli form of `data`, at the best quality. */
export declare function brotli(data: Buffer): Buffer;
/** Writes `<file>.br` for every `.js` and `.css` file in `assetsDir`; answers how many. */
export declare function precompressAssets(assetsDir: string): Promise<number>;
