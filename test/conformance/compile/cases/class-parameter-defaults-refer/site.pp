class c($a = 1, $b = "${a}-b", Array $l = [$a, $b]) { notify { "c": message => [$a, $b, $l] } }
include c
