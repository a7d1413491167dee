$u = undef
notify { ["a", $u]: }
