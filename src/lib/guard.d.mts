export declare const GUARD_SCRIPT: string;
export declare const LANDING_SCRIPT: string;
export declare const SW_SCRIPT: string;
export declare const EARLY_SCRIPT: string;
