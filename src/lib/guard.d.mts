export declare const GUARD_SCRIPT: string;
