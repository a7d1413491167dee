function a() { 1 }
