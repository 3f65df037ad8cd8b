import { setSpanishValidationMessages } from '@armonia/shared';

setSpanishValidationMessages();
