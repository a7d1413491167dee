$a = [1].reduce(0) |$memo, $x| { $memo + $x }
