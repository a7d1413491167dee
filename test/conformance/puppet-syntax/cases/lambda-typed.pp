$a = [1].map |Integer $x| { $x }
