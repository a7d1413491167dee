class a($x) {}

include a
