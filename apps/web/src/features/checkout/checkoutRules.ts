/** What the checkout form asks, from the car, the caller and the payment gateway. */
export type TFormRules = { minAge: number; guest: boolean; additionalDriver: boolean; card: boolean; airport: boolean }
