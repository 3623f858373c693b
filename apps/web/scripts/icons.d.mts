export declare const ICONS: string[]
export declare const SPEC_ICONS: string[]
export declare const SPRITE_PATH: string
export declare const SPEC_ICONS_PATH: string
export declare function iconsSprite(): Promise<string>
export declare function specIconsCss(): Promise<string>
