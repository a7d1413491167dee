notify {
  'one': message => 1;
  'two': message => 2;
}
