define thing() { }
thing { 'a': }
define thing($x = 1) { }
