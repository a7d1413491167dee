if $x { 1 } elsif $y { 2 } else { notice(1) }
$a = 1
