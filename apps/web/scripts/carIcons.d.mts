export declare const CAR_ICONS: string[]
export declare const SPRITE_PATH: string
export declare function carIconsSprite(): Promise<string>
