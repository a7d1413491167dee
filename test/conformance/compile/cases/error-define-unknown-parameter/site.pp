define d($v = 1) {}
d { 'x': w => 2 }
