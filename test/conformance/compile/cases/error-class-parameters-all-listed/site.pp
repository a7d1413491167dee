class c($a = 1) {}
notify { 'before': }
class { 'c': x => 1, y => 2 }
