function foo::add(Integer $a, Integer $b) >> Integer { $a + $b }
