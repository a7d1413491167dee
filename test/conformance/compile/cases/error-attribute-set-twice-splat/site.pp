$h = {message => "x"}
notify { "a": message => 1, * => $h }
