class outer {
  class inner { }
}
class outer::inner { }
