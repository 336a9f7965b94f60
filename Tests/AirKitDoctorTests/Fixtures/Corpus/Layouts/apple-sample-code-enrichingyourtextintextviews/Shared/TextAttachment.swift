import Foundation

struct TextAttachmentSample {
    let name = "attachment"
}
