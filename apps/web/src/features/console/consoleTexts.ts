import type { TTextTree } from '@wheelbase/core/translate'
import { registerNamespace } from '../../i18n/i18n'

// The console's texts (staff only): their loaders come with the console's chunk, not with the
// script every visitor's first page downloads.
registerNamespace('console', import.meta.glob<{ default: TTextTree }>('../../i18n/locales/*/console.json'))
