class a($x = 1) {}
include a
class { 'a': x => 2 }
