function mod::double(Integer $x) >> Integer { $x * 2 }
