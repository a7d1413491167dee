class m(String $p, String $q = 'default-q') {
  notify { "m-p ${p} ${q}": }
}
