$a = [1].map |$x| >> Integer { $x }
