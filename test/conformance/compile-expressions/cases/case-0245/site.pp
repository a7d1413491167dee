notify { 'e1': message => (with(3.0, Array[Integer]) |$v, $w| { $v =~ Type[$w] } - with(String[1], Sensitive('s3cret')) |$v, $w| { sprintf('%s|%d|%.2f', $v, $w, $w) }) }
