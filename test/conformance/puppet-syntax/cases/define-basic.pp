define foo::bar ($x, $y = 1) { notify { $title: } }
