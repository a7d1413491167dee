define typed_req(String $a) {
  notify { $title: message => $a }
}
typed_req { 'one': a => undef }
