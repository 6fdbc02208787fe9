/** React module name → the Preact module (or file) that stands in for it. */
export declare const REACT_TO_PREACT: Record<string, string>;
