class a($A) {}
