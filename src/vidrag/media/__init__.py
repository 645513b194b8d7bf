"""Media: probing, clip planning and sequential decoding of frames and audio."""
