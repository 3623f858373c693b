export declare const ICONS: string[]
export declare const SPRITE_PATH: string
export declare function iconsSprite(): Promise<string>
