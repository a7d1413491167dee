class base { $v = "base" $w = "w" }
class child inherits base { $v2 = "${v}-child" notify { "c": message => "$v2 $w ${base::v}" } }
include child
$top = "top"
class usetop { notify { "t": message => "$top ${::top}" } }
include usetop
